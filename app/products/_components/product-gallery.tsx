export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <div className="flex gap-3 overflow-x-auto">
      {images.map((src, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- uploads are served by our API as stored; no optimizer in between
        <img key={src} src={src} alt={`${title} — image ${i + 1}`} className="h-56 rounded-lg border border-slate-200 object-cover" />
      ))}
    </div>
  );
}
