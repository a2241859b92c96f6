/**
 * The opening film (hero-video.tsx serves its poster, its muted looped inline <video> without a
 * source, and its button). This picks the source for the screen (the phone file below
 * 768 px, again when that changes), plays it unless the visitor asked for reduced motion, stops
 * decoding while the film is scrolled out of view, and shows the button, which pauses and plays
 * it and says which it will do. A film that cannot load is replaced by a short status line.
 */
import { PHONE_QUERY, REDUCED_MOTION_QUERY } from "../../core/design/media-queries.ts";
import { showPauseButton } from "../../ui/pause-button-state.ts";
import { VIDEO_ERROR_TEXT } from "../../ui/video-text.ts";

export default function playFilm(root: HTMLElement): () => void {
  const video = root.querySelector("video");
  const toggle = root.querySelector<HTMLButtonElement>("button[data-play-label]");
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!video || !toggle) return () => undefined;
  const phone = matchMedia(PHONE_QUERY);
  const reduced = matchMedia(REDUCED_MOTION_QUERY);
  let choice: "play" | "pause" | null = null;
  let ready = false;
  let onScreen = true;

  const wantsPlay = () => (choice === null ? !reduced.matches : choice === "play");
  const update = () => {
    const wants = wantsPlay();
    showPauseButton(toggle, wants ? "running" : "paused");
    video.preload = wants ? "auto" : "metadata";
    const playing = ready && wants && onScreen;
    video.dataset.playing = String(playing);
    if (playing) video.play().catch(() => undefined);
    else video.pause();
  };
  const pickSource = () => {
    const src = (phone.matches && video.dataset.phoneSrc) || video.dataset.src || "";
    if (video.getAttribute("src") === src) return;
    ready = false;
    update();
    video.src = src;
  };
  const onReady = () => {
    ready = true;
    update();
  };
  const onError = () => {
    toggle.hidden = true;
    if (status) {
      status.textContent = VIDEO_ERROR_TEXT;
      status.hidden = false;
    }
  };
  const press = () => {
    choice = wantsPlay() ? "pause" : "play";
    update();
  };
  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = Boolean(entry?.isIntersecting);
    update();
  });

  video.addEventListener("canplay", onReady);
  video.addEventListener("error", onError);
  toggle.addEventListener("click", press);
  phone.addEventListener("change", pickSource);
  reduced.addEventListener("change", update);
  visibility.observe(video);
  pickSource();
  return () => {
    video.removeEventListener("canplay", onReady);
    video.removeEventListener("error", onError);
    toggle.removeEventListener("click", press);
    phone.removeEventListener("change", pickSource);
    reduced.removeEventListener("change", update);
    visibility.disconnect();
    video.pause();
    video.removeAttribute("src");
  };
}
