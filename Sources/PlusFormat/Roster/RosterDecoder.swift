import PlusCore

/// roster.yaml: a coach's list of athletes, each with a name, a journal folder and optionally a
/// group (`group:` or `platform:`), read with libyaml (`YAMLReader`).
///
/// ```yaml
/// athletes:
///   - name: Ana Ruiz
///     journal: ana          # relative to this file's folder
///     platform: 1
///   - name: Ben Ode
///     journal: /srv/journals/ben
///     group: Juniors
/// ```
package enum RosterDecoder {
    /// A roster.yaml that cannot be used, with its 1-based line.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var line: Int
        package var message: String
        package var description: String { "\(line): \(message)" }
    }

    /// The athletes of `text`, in the file's order.
    ///
    /// - Throws: `Failure` for YAML libyaml cannot read, a missing or empty `athletes:` list, an
    ///   athlete without `name:` or `journal:`, an unknown key, or two athletes of one name.
    package static func decode(_ text: String) throws(Failure) -> [RosterAthlete] {
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(text)
        } catch {
            throw Failure(line: error.line, message: error.explained())
        }
        guard case .mapping(let pairs, _, _)? = root else {
            throw Failure(line: root?.line ?? 1, message: "a roster is a mapping with an `athletes:` list")
        }
        for pair in pairs where pair.key.text != "athletes" {
            throw Failure(line: pair.key.line, message: "unknown key `\(pair.key.text)`; a roster has `athletes:`")
        }
        guard let list = pairs.first(where: { $0.key.text == "athletes" })?.value, case .sequence(let items, _, _) = list, !items.isEmpty else {
            throw Failure(line: pairs.first?.key.line ?? 1, message: "`athletes:` must list the athletes (`- name: …` with `journal: …`)")
        }
        var athletes: [RosterAthlete] = []
        for item in items {
            guard case .mapping(let fields, let line, _) = item else {
                throw Failure(line: item.line, message: "an athlete is a mapping with `name:` and `journal:`")
            }
            var values: [String: String] = [:]
            for field in fields {
                guard ["name", "journal", "group", "platform"].contains(field.key.text) else {
                    throw Failure(line: field.key.line, message: "unknown key `\(field.key.text)`; an athlete has name, journal, and group or platform")
                }
                guard case .scalar(let scalar) = field.value, !scalar.isNull, !scalar.text.isEmpty else {
                    throw Failure(line: field.value.line, message: "`\(field.key.text):` takes a text value")
                }
                values[field.key.text] = scalar.text
            }
            guard let name = values["name"] else { throw Failure(line: line, message: "an athlete without `name:`") }
            guard let journal = values["journal"] else { throw Failure(line: line, message: "\(name) has no `journal:` folder") }
            if values["group"] != nil && values["platform"] != nil {
                throw Failure(line: line, message: "\(name) has both `group:` and `platform:`; give one")
            }
            // `tm set --roster` reads names in any case: two that differ only so would be one.
            if athletes.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw Failure(line: line, message: "two athletes are named \(name) (in any case); names must differ")
            }
            athletes.append(RosterAthlete(name: name, journal: journal, group: values["group"] ?? values["platform"]))
        }
        return athletes
    }
}
