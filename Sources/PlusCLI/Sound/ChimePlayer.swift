import Foundation
import PlusCore

/// Plays chimes and shows desktop notifications with whatever the system has, never blocking
/// and never complaining: the first of `paplay`, `aplay`, `afplay` on `PATH` plays a WAV file
/// generated once into `$XDG_CACHE_HOME/plusmd/` (else `~/.cache/plusmd/`); `notify-send`
/// (Linux) or `osascript` (macOS) shows the notification. Missing tools are skipped quietly;
/// without a player, the terminal bell is the sound.
struct ChimePlayer {
    let environment: [String: String]

    /// Plays `tones` (cached as `NAME.wav`); false when no player was found.
    @discardableResult
    func play(_ tones: [Chime.Tone], name: String) -> Bool {
        guard let player = firstExecutable(["paplay", "aplay", "afplay"]) else { return false }
        guard let file = cachedWAV(tones, name: name) else { return false }
        let arguments = player.hasSuffix("/aplay") ? ["-q", file] : [file]
        return launch(player, arguments)
    }

    /// Shows a desktop notification, where the desktop has a tool for it.
    func notify(title: String, body: String) {
        if let tool = firstExecutable(["notify-send"]) {
            launch(tool, ["-a", "plusmd", title, body])
        } else if let tool = firstExecutable(["osascript"]) {
            let quoted = { (text: String) in
                "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            }
            launch(tool, ["-e", "display notification \(quoted(body)) with title \(quoted(title))"])
        }
    }

    /// The path of the first of `names` found executable on `PATH`.
    func firstExecutable(_ names: [String]) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where !folder.isEmpty {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Writes the WAV once per name and content into the cache folder; returns its path.
    func cachedWAV(_ tones: [Chime.Tone], name: String) -> String? {
        let bytes = ChimeSynthesizer.wav(tones)
        let folder: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = cache + "/plusmd"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.cache/plusmd"
        } else {
            folder = NSTemporaryDirectory() + "plusmd-\(getuid())"
        }
        let path = "\(folder)/chime-\(name).wav"
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count {
            return path
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temp = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temp, contents: Data(bytes)), rename(temp, path) == 0 else {
            unlink(temp)
            return nil
        }
        return path
    }

    /// Starts `tool` detached from the terminal (no input, output discarded); never waits.
    @discardableResult
    private func launch(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
