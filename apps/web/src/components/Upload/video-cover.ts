/** A frame of a video file as a JPEG, taken in the browser (at `at` seconds, or the middle of a shorter video). */
export function videoCover(file: Blob, at = 1): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (error?: Error, blob?: Blob | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      if (blob) resolve(blob);
      else reject(error ?? new Error('no frame'));
    };
    video.muted = true;
    video.preload = 'auto';
    video.onerror = () => done(new Error('unreadable video'));
    video.onloadedmetadata = () => {
      video.currentTime = Math.min(at, (video.duration || 0) / 2);
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) return done(new Error('no frame'));
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => done(undefined, blob), 'image/jpeg', 0.85);
    };
    video.src = url;
  });
}
