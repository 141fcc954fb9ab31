/// The sound played when a rest is over (`chime:` in `plusmd.yaml`, `plusmd timer --chime NAME`).
///
/// Eight distinct sounds, each a short sequence of tones that PlusFormat's `ChimeSynthesizer`
/// turns into WAV data, so plusmd ships no audio files. The core only names the sounds.
package enum Chime: String, Sendable, CaseIterable {
    /// One bright bell-like note (the default).
    case bell
    /// Two notes, high then higher.
    case ding
    /// A rising major arpeggio.
    case rise
    /// A falling major arpeggio.
    case fall
    /// A low, long gong.
    case gong
    /// Three quick square-wave beeps, like a gym clock.
    case beeps
    /// A quick upward sweep.
    case chirp
    /// A wooden double knock.
    case knock

    /// The chime used when the settings name none.
    package static let standard = Chime.bell

    /// One tone of a chime.
    package struct Tone: Sendable, Equatable {
        /// The waveform's shape.
        package enum Wave: Sendable, Equatable { case sine, square, triangle }
        /// Frequency at the start and at the end of the tone, in hertz (equal for a steady note).
        package var startFrequency: Double
        package var endFrequency: Double
        /// Length in milliseconds.
        package var milliseconds: Int
        package var wave: Wave
        /// How fast the note fades: the amplitude halves every `halfLife` milliseconds (0: no fade).
        package var halfLife: Int
        /// Peak amplitude, 0…1.
        package var volume: Double

        init(_ frequency: Double, to end: Double? = nil, _ milliseconds: Int, _ wave: Wave = .sine, halfLife: Int = 0, volume: Double = 0.5) {
            startFrequency = frequency
            endFrequency = end ?? frequency
            self.milliseconds = milliseconds
            self.wave = wave
            self.halfLife = halfLife
            self.volume = volume
        }

        /// Silence.
        static func rest(_ milliseconds: Int) -> Tone { Tone(0, milliseconds, volume: 0) }
    }

    /// The chime's tones, played one after the other.
    package var tones: [Tone] {
        switch self {
        case .bell: [Tone(1318.5, 900, halfLife: 180)]
        case .ding: [Tone(987.8, 260, halfLife: 90), Tone(1318.5, 600, halfLife: 150)]
        case .rise: [Tone(523.3, 150, .triangle, halfLife: 80), Tone(659.3, 150, .triangle, halfLife: 80), Tone(784.0, 150, .triangle, halfLife: 80), Tone(1046.5, 450, .triangle, halfLife: 150)]
        case .fall: [Tone(1046.5, 150, .triangle, halfLife: 80), Tone(784.0, 150, .triangle, halfLife: 80), Tone(659.3, 150, .triangle, halfLife: 80), Tone(523.3, 450, .triangle, halfLife: 150)]
        case .gong: [Tone(196.0, 1400, halfLife: 400, volume: 0.7)]
        case .beeps: [Tone(880, 120, .square, volume: 0.25), .rest(80), Tone(880, 120, .square, volume: 0.25), .rest(80), Tone(880, 250, .square, volume: 0.25)]
        case .chirp: [Tone(600, to: 2400, 250, halfLife: 200)]
        case .knock: [Tone(330, 70, .triangle, halfLife: 20, volume: 0.8), .rest(90), Tone(330, 70, .triangle, halfLife: 20, volume: 0.8)]
        }
    }

    /// The short cue at 30 s left: one soft, short beep.
    package static let warningCue: [Tone] = [Tone(660, 120, halfLife: 60, volume: 0.35)]
}
