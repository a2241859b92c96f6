// Device frames (phone, browser) and plausible brand UIs for website/app case studies.
// The parts live in lib/ui/.

export { phoneFrame, browserFrame } from "./ui/frames.ts";
export { screen, domain } from "./ui/screen.ts";
