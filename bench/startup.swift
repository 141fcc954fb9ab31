// The benchmark's start-up floor: a Swift program that links Foundation and exits.
// It touches FileManager so Foundation is loaded and initialised the way plusmd's is
// (an `import` alone could be dropped by the linker); nothing else happens.
import Foundation

exit(FileManager.default.fileExists(atPath: "/") ? 0 : 1)
