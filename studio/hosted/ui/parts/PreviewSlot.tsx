// The live preview of the draft: the real chat in a sandboxed frame (an opaque origin: no access to
// the studio's session or endpoints; forms allowed, or the chat's input bar cannot send).
export function PreviewSlot({ frame }: { frame: string | null }) {
  return (
    <section className="card" aria-labelledby="previa">
      <h2 id="previa">Prévia da conversa</h2>
      <div className="preview-slot">
        {frame ? (
          <iframe title="Prévia da conversa deste rascunho" src={frame} sandbox="allow-scripts allow-forms" />
        ) : (
          <p>A prévia ao vivo deste parceiro e desta etapa aparecerá aqui.</p>
        )}
      </div>
    </section>
  );
}
