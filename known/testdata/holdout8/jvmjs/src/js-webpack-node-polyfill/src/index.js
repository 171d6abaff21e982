import { sha256Hex } from "./shared/checksum.js";
import { checkFile } from "./shared/limits.js";
import { dropzone } from "./ui/dropzone.js";
import { progressBar } from "./ui/progress.js";

export function mount(el, { endpoint }) {
  const progress = progressBar(el);
  dropzone(el, async (files) => {
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) {
        el.dispatchEvent(new CustomEvent("upload-error", { detail: problem }));
        continue;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const res = await fetch(endpoint, {
        method: "PUT",
        headers: { "x-content-sha256": sha256Hex(bytes), "content-type": file.type },
        body: bytes,
      });
      progress(100);
      el.dispatchEvent(new CustomEvent("uploaded", { detail: { name: file.name, status: res.status } }));
    }
  });
}
