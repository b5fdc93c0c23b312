// Sets a <meta name=…> in the head, creating it when index.html has none (robots, description).

export function setMeta(document: Document, name: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}
