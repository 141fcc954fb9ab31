/// `plusmd print --roster PATH`: a card per athlete (each their own `PrintReport`) and a team
/// sheet for the week: for each lift, every athlete's working sets with their plates, sorted by
/// the top working weight so that athletes can share a bar and only add plates, grouped by
/// platform or group when the roster gives them.
///
/// An athlete whose journal has an error that could change their sheet (`JournalFindings
/// .blockingNextSheet`, as `next` refuses), or that cannot be read, gets no card and no team row:
/// their `errors` name the files and lines instead. The others are never held back by it.
package struct RosterPrintReport: Report, Equatable {
    /// One athlete's card, or why there is none.
    package struct Card: Codable, Sendable, Equatable {
        package var name: String
        @Nullable package var group: String?
        package var journal: String
        /// Null when `errors` stop the card.
        @Nullable package var card: PrintReport?
        package var errors: [RosterProblem]

        package init(_ athlete: RosterAthlete, card: PrintReport?, errors: [RosterProblem]) {
            name = athlete.name
            group = athlete.group
            journal = athlete.journal
            self.card = card
            self.errors = errors
        }
    }

    /// One athlete's session of a lift in the team sheet.
    package struct TeamRow: Codable, Sendable, Equatable {
        package var name: String
        package var cycle: Int
        package var week: Int
        package var day: Day
        package var status: PrintReport.Status
        @Nullable package var trainingMax: Weight?
        package var units: WeightUnit
        /// The working sets (Jokers included), in lifting order, as on the athlete's card.
        package var sets: [PrintReport.PrintSet]
        /// The heaviest working weight: the sort key.
        package var topWeight: Weight
    }

    /// The athletes of one group (`group` null: those without one) for one lift.
    package struct TeamGroup: Codable, Sendable, Equatable {
        @Nullable package var group: String?
        /// Lightest top weight first (kg and lb compared by their exact conversion); ties by name.
        package var rows: [TeamRow]
    }

    /// One lift of the team sheet.
    package struct TeamLift: Codable, Sendable, Equatable {
        package var lift: Lift
        /// In the roster's order of first appearance; athletes without a group last.
        package var groups: [TeamGroup]
    }

    package var version = reportSchemaVersion
    package var today: Day
    package var scope: PrintReport.Scope
    /// In the roster's order.
    package var athletes: [Card]
    /// The week of each card (its first page), lift by lift in the order lifts first appear.
    package var team: [TeamLift]

    package init(athletes: [Card], today: Day, scope: PrintReport.Scope) {
        self.today = today
        self.scope = scope
        self.athletes = athletes
        var lifts: [Lift] = []
        var groups: [String?] = []
        for athlete in athletes {
            if !groups.contains(athlete.group) && athlete.group != nil { groups.append(athlete.group) }
            for session in athlete.card?.weeks.first?.sessions ?? [] where !lifts.contains(session.lift) { lifts.append(session.lift) }
        }
        groups.append(nil)
        team = lifts.map { lift in
            let byGroup = groups.compactMap { group -> TeamGroup? in
                // Every session of the lift (a program built from days may have two a week).
                let rows = athletes.filter { $0.group == group }.flatMap { athlete -> [TeamRow] in
                    guard let week = athlete.card?.weeks.first else { return [] }
                    return week.sessions.filter { $0.lift == lift }.map { session in
                        let sets = session.sets.filter { $0.kind == .working || $0.kind == .joker }
                        return TeamRow(
                            name: athlete.name, cycle: week.cycle, week: week.week, day: session.day, status: session.status,
                            trainingMax: session.trainingMax, units: session.units, sets: sets,
                            topWeight: sets.map(\.weight).max() ?? .zero)
                    }
                }
                guard !rows.isEmpty else { return nil }
                let sorted = rows.sorted { left, right in
                    let a = left.topWeight.converted(from: left.units, to: .kg), b = right.topWeight.converted(from: right.units, to: .kg)
                    return a != b ? a < b : left.name < right.name
                }
                return TeamGroup(group: group, rows: sorted)
            }
            return TeamLift(lift: lift, groups: byGroup)
        }
    }
}
