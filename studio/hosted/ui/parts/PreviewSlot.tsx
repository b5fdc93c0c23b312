// The editor's place for the live preview of the draft (another engineer's endpoint): a sandboxed
// frame at previewUrl()'s address, or a note while there is none.
export function PreviewSlot({ frame }: { frame: string | null }) {
  return (
    <section className="card" aria-labelledby="previa">
      <h2 id="previa">Prévia da conversa</h2>
      {/* The live preview (another engineer's endpoint) plugs in through previewUrl(). */}
      <div className="preview-slot">
        {frame ? (
          <iframe title="Prévia da conversa deste rascunho" src={frame} sandbox="allow-scripts" />
        ) : (
          <p>A prévia ao vivo deste parceiro e desta etapa aparecerá aqui.</p>
        )}
      </div>
    </section>
  );
}
