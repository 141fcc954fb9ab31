import PlusCore
import PlusFormat
import PlusStore

/// Plays chimes and shows desktop notifications with whatever the system has, never blocking
/// and never complaining: the first of `paplay`, `aplay`, `afplay` on `PATH` plays a WAV file
/// generated once (`ChimeSynthesizer`) into `$XDG_CACHE_HOME/plusmd/` (else `~/.cache/plusmd/`);
/// `notify-send` (Linux) or `osascript` (macOS) shows the notification. Missing tools are skipped
/// quietly; without a player, the terminal bell is the sound. The files and processes are
/// PlusStore's (`LocalFiles`, `ExternalProgram`).
struct ChimePlayer {
    let environment: [String: String]

    /// Plays `tones` (cached as `chime-NAME.wav`); false when no player was found.
    @discardableResult
    func play(_ tones: [Chime.Tone], name: String) -> Bool {
        guard let player = ExternalProgram.firstExecutable(["paplay", "aplay", "afplay"], environment: environment),
            let file = LocalFiles.cached(ChimeSynthesizer.wav(tones), name: "chime-\(name).wav", environment: environment)
        else { return false }
        let arguments = player.hasSuffix("/aplay") ? ["-q", file] : [file]
        return ExternalProgram.startDetached(player, arguments)
    }

    /// Shows a desktop notification, where the desktop has a tool for it.
    func notify(title: String, body: String) {
        if let tool = ExternalProgram.firstExecutable(["notify-send"], environment: environment) {
            ExternalProgram.startDetached(tool, ["-a", "plusmd", title, body])
        } else if let tool = ExternalProgram.firstExecutable(["osascript"], environment: environment) {
            let quoted = { (text: String) in
                "\"" + text.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"") + "\""
            }
            ExternalProgram.startDetached(tool, ["-e", "display notification \(quoted(body)) with title \(quoted(title))"])
        }
    }
}
