/**
 * The media picker: every picture under public/media as a thumbnail, filtered by name, and an
 * upload (PNG, JPEG, WebP or AVIF up to the endpoint's limit) stored in the page's own media
 * folder, where the build encodes it like every other picture.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from "react";
import {
  EDIT_MAX_UPLOAD_BYTES,
  EDIT_UPLOAD_TYPES,
  type MediaItem,
  type MediaResponse,
  type UploadRequest,
  type UploadResponse,
} from "../../../core/editor/editor-api.ts";
import { Modal } from "../../../ui/modal.tsx";
import { ApiError, call } from "../editor-client.ts";

interface Props {
  open: boolean;
  /** Where uploads go: public/media/<folder>/. */
  folder: string;
  onPick: (src: string) => void;
  onClose: () => void;
}

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function MediaPicker({ open, folder, onPick, onClose }: Props) {
  const [items, setItems] = useState<MediaItem[]>([]);
  const [query, setQuery] = useState(folder);
  const [message, setMessage] = useState("");
  // Mounted each time it opens (see editor.tsx), so the list is fresh and the filter starts at the page's folder.
  useEffect(() => {
    call<MediaResponse>("/media").then(
      (answer) => setItems(answer.items),
      (error) => setMessage(String(error)),
    );
  }, []);
  const shown = useMemo(
    () =>
      items.filter((item) => item.src.toLowerCase().includes(query.toLowerCase())).slice(0, 120),
    [items, query],
  );
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(file.type in EDIT_UPLOAD_TYPES))
      return setMessage(`“${file.name}” is not a PNG, JPEG, WebP or AVIF picture.`);
    if (file.size > EDIT_MAX_UPLOAD_BYTES)
      return setMessage(`“${file.name}” is larger than ${EDIT_MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
    setMessage(`Uploading ${file.name}…`);
    try {
      const body: UploadRequest = {
        folder,
        name: file.name,
        type: file.type,
        data: await base64(file),
      };
      const stored = await call<UploadResponse>("/upload", body);
      setItems((list) => [stored, ...list]);
      setMessage(`Uploaded as ${stored.src}.`);
      onPick(stored.src);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <Modal open={open} onClose={onClose} labelledBy="media-title" className="editor-dialog wide">
      <h2 id="media-title">Choose a picture</h2>
      <div className="media-tools">
        <label htmlFor="media-search">Filter</label>
        <input
          id="media-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label className="upload">
          Upload a picture
          <input type="file" accept={Object.keys(EDIT_UPLOAD_TYPES).join(",")} onChange={upload} />
        </label>
      </div>
      <p role="status">{message || `${shown.length} of ${items.length} pictures`}</p>
      <ul className="media-grid">
        {shown.map((item) => (
          <li key={item.src}>
            <button type="button" onClick={() => onPick(item.src)} aria-label={`Use ${item.src}`}>
              <img src={item.src} alt="" loading="lazy" width={item.width} height={item.height} />
              <span>{item.src.replace(/^\/media\//, "")}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </Modal>
  );
}
