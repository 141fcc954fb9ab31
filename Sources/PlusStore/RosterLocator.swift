import Foundation
import PlusCore
import PlusFormat

/// A coach's roster found on disk: its folder (paths in problems are relative to it) and its
/// athletes, each with the absolute root of their journal.
package struct LocatedRoster: Sendable {
    /// The absolute folder of the roster (of roster.yaml, or the folder of journals).
    package var folder: String
    /// roster.yaml's absolute path; nil for a folder of journals.
    package var file: String?
    package var athletes: [RosterAthlete]

    /// The absolute root of `athlete`'s journal.
    package func root(of athlete: RosterAthlete) -> String { JournalLocator.absolute(athlete.journal, from: folder) }
}

/// Finds the roster `--roster PATH` names: a roster.yaml file, a folder holding roster.yaml, or a
/// folder whose subfolders with a plusmd.yaml are the athletes' journals (named by their folder,
/// in name order, no groups).
package enum RosterLocator {
    /// Why a roster cannot be used.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    package static func locate(_ path: String, workingDirectory: String) throws(Failure) -> LocatedRoster {
        let absolute = JournalLocator.absolute(path, from: workingDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw Failure(description: "\(path): no such file or folder; --roster takes a roster.yaml or a folder of journals")
        }
        let file = isFolder.boolValue ? (FileManager.default.fileExists(atPath: absolute + "/roster.yaml") ? absolute + "/roster.yaml" : nil) : absolute
        if let file {
            let text: String
            do {
                text = try TextFile.read(file)
            } catch {
                throw Failure(description: error.description)
            }
            do {
                let athletes = try RosterDecoder.decode(text)
                return LocatedRoster(folder: (file as NSString).deletingLastPathComponent, file: file, athletes: athletes)
            } catch {
                throw Failure(description: "\(file):\(error.line): error: \(error.message)")
            }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).sorted()
        let journals = names.filter { !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: absolute + "/" + $0 + "/plusmd.yaml") }
        guard !journals.isEmpty else {
            throw Failure(
                description: "\(path) holds no journal (no subfolder with a plusmd.yaml) and no roster.yaml; a roster is a folder of journals, one per athlete, or a roster.yaml listing them")
        }
        return LocatedRoster(folder: absolute, file: nil, athletes: journals.map { RosterAthlete(name: $0, journal: $0) })
    }
}
