import Foundation
import PlusCore
import PlusFormat
import PlusTestSupport
import Testing

/// Programs built from days, through the commands: 5/3/1 for Beginners (`program: beginners`)
/// for two cycles and its 7th week, with a skipped day, a lift done on the wrong day and logged
/// assistance; `two_day` for one cycle; the better of two week-3 sheets with e1RM progression.
/// Every number is worked out by hand (lb, bar 45, plates down to 2.5: weights round to the
/// nearest 5, exact halves up).
@Suite struct BeginnersProgramTests {
    /// A day `offset` days after 2026-06-01, every one before the harness's today (2026-11-30).
    static func date(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 6, day: 1))!
        let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: offset, to: start)!)
        return String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!)
    }

    /// A journal with the TMs (squat 315, bench 225, deadlift 405, press 135) and `yaml`
    /// appended to its plusmd.yaml.
    static func journal(_ folder: TemporaryFolder, yaml: String) throws -> String {
        let journal = newJournal(in: folder)
        let settings = journal + "/plusmd.yaml"
        try (String(contentsOfFile: settings, encoding: .utf8) + yaml).write(toFile: settings, atomically: false, encoding: .utf8)
        return journal
    }

    /// The weights of `sheet`'s sets of `kind`, in order.
    static func weights(_ sheet: NextReport, _ kind: SetKind) -> [Weight] {
        sheet.sets.filter { $0.kind == kind }.map(\.weight)
    }

    /// Writes the current day's sheets (`next --day`) and ticks them: every set done, each AMRAP
    /// `amrap` reps. Returns the sheets.
    @discardableResult
    static func liftDay(_ journal: String, on offset: Int, amrap: Int = 8, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [NextReport] {
        let result = plusmd(["next", "--day", "--date", date(offset), "--json"], in: journal)
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        let day = try ReportJSON.decode(NextSheetsReport.self, from: result.out)
        for sheet in day.sheets {
            let path = journal + "/" + sheet.path
            try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: amrap).write(toFile: path, atomically: false, encoding: .utf8)
        }
        return day.sheets
    }

    @Test func beginnersRunsTwoCyclesAndItsSeventhWeekWithFixedIncrements() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(
            folder,
            yaml: """

                program: beginners
                assistance:
                  all: ["Dip 5 x 10", "Chin-up 5 x 10", "Lunge 3 x 10"]

                """)
        var offset = 0
        // Cycle 1, week 1: day 1 is squat then bench, each with warmups, 5s and FSL 5 × 5.
        let day1 = try Self.liftDay(journal, on: offset, amrap: 8)
        #expect(day1.map(\.lift) == [.squat, .bench])
        #expect(day1.map(\.day) == [1, 1])
        #expect(day1.map(\.cycle) == [1, 1] && day1.map(\.week) == [1, 1])
        // Squat TM 315: 65/75/85 % = 204.75 → 205, 236.25 → 235, 267.75 → 270; FSL at 65 %.
        #expect(Self.weights(day1[0], .working) == [205, 235, 270].map { Weight($0) })
        #expect(Self.weights(day1[0], .bbb) == Array(repeating: Weight(205), count: 5))
        #expect(day1[0].sets.filter { $0.kind == .bbb }.allSatisfy { $0.reps == 5 })
        #expect(Self.weights(day1[0], .warmup) == [125, 160, 190].map { Weight($0) })
        // Bench TM 225: 146.25 → 145, 168.75 → 170, 191.25 → 190.
        #expect(Self.weights(day1[1], .working) == [145, 170, 190].map { Weight($0) })
        // The day's assistance (`all`) is written once, on its last lift's sheet.
        let squatText = try folder.read("j/" + day1[0].path)
        let benchText = try folder.read("j/" + day1[1].path)
        #expect(!squatText.contains("## Assistance"))
        #expect(benchText.contains("- [x] Dip 5 x 10"))
        #expect(squatText.contains("\nday: 1\n") && squatText.contains("· day 1"))
        offset += 1
        let day2 = try Self.liftDay(journal, on: offset + 1, amrap: 8)
        #expect(day2.map(\.lift) == [.deadlift, .press] && day2.map(\.day) == [2, 2])
        // Deadlift TM 405: 263.25 → 265, 303.75 → 305, 344.25 → 345; press 135: 87.75 → 90, 101.25 → 100, 114.75 → 115.
        #expect(Self.weights(day2[0], .working) == [265, 305, 345].map { Weight($0) })
        #expect(Self.weights(day2[1], .working) == [90, 100, 115].map { Weight($0) })
        // Day 3 is bench then squat: the second squat of the week is its own sheet, not a duplicate.
        let day3 = try Self.liftDay(journal, on: offset + 3, amrap: 10)
        #expect(day3.map(\.lift) == [.bench, .squat] && day3.map(\.day) == [3, 3])
        #expect(Self.weights(day3[1], .working) == [205, 235, 270].map { Weight($0) })
        offset += 5
        var status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (1, 2))
        #expect(status.days?.map(\.open) == [[.squat, .bench], [.deadlift, .press], [.bench, .squat]])
        #expect(status.suggestedDay == 1)
        // Both squat AMRAP sets of week 1 count as records: 270 × 8 (e1RM 342) and 270 × 10 (360, a PR).
        let records = try plusmdReport(RecordsReport.self, ["prs"], in: journal)
        let squat = records.amrapSets[.squat] ?? []
        #expect(squat.map(\.reps) == [8, 10])
        #expect(squat.map(\.isPersonalRecord) == [true, true])
        #expect(squat.last?.estimatedOneRepMax == Weight(360))
        #expect(plusmd(["check"], in: journal).err.contains("duplicate-sheet") == false)

        // Week 2: each day.
        for _ in 1...3 {
            try Self.liftDay(journal, on: offset, amrap: 5)
            offset += 2
        }
        // Week 3 (75/85/95 %): day 1, then day 2 skipped, then day 3.
        let week3 = try Self.liftDay(journal, on: offset, amrap: 3)
        #expect(week3.map(\.week) == [3, 3])
        // Squat 236.25 → 235, 267.75 → 270, 299.25 → 300; bench 168.75 → 170, 191.25 → 190, 213.75 → 215.
        #expect(Self.weights(week3[0], .working) == [235, 270, 300].map { Weight($0) })
        #expect(Self.weights(week3[1], .working) == [170, 190, 215].map { Weight($0) })
        offset += 2
        for lift in ["deadlift", "press"] {
            let skip = plusmd(["skip", lift, "--date", Self.date(offset), "--reason", "travel"], in: journal)
            #expect(skip.status == 0, "\(skip.err)")
            #expect(skip.out.contains("(day 2)"), "\(skip.out)")
        }
        status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.days?.map(\.done) == [[.squat, .bench], [.deadlift, .press], []])
        #expect(status.suggestedDay == 3)
        offset += 2
        try Self.liftDay(journal, on: offset, amrap: 3)
        offset += 3

        // Cycle 2: fixed increments (+10 squat, +5 bench); the lifts skipped in week 3 keep their TMs.
        var tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.pending[.squat] == Weight(325) && tm.pending[.bench] == Weight(230))
        #expect(tm.pending[.deadlift] == Weight(405) && tm.pending[.press] == Weight(135))
        let cycle2 = try Self.liftDay(journal, on: offset, amrap: 8)
        #expect(cycle2.map(\.cycle) == [2, 2] && cycle2.map(\.week) == [1, 1])
        #expect(cycle2[0].trainingMax == Weight(325))
        // Squat TM 325: 211.25 → 210, 243.75 → 245, 276.25 → 275; bench 230: 149.5 → 150, 172.5 → 175, 195.5 → 195.
        #expect(Self.weights(cycle2[0], .working) == [210, 245, 275].map { Weight($0) })
        #expect(Self.weights(cycle2[1], .working) == [150, 175, 195].map { Weight($0) })
        offset += 2
        // A lift done on the wrong day: the deadlift sheet says `day: 1`, which has no deadlift.
        let deadlift = try plusmdReport(NextReport.self, ["next", "--lift", "deadlift", "--date", Self.date(offset)], in: journal)
        #expect(deadlift.day == 2)
        #expect(Self.weights(deadlift, .working) == [265, 305, 345].map { Weight($0) })
        let deadliftPath = journal + "/" + deadlift.path
        let wrongDay = try String(contentsOfFile: deadliftPath, encoding: .utf8).replacingOccurrences(of: "\nday: 2\n", with: "\nday: 1\n")
        try wrongDay.ticked(amrap: 8).write(toFile: deadliftPath, atomically: false, encoding: .utf8)
        let check = plusmd(["check"], in: journal)
        #expect(check.out.contains("lift-on-wrong-day") || check.err.contains("lift-on-wrong-day"), "\(check.out)\(check.err)")
        status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.days?.first { $0.day == 2 }?.done == [.deadlift])
        #expect(status.days?.first { $0.day == 2 }?.open == [.press])
        let show = try plusmdReport(DayReport.self, ["show", Self.date(offset)], in: journal)
        #expect(show.workouts.map(\.day) == [2])
        let press = try plusmdReport(NextReport.self, ["next", "--date", Self.date(offset)], in: journal)
        #expect(press.lift == .press && press.day == 2)
        try String(contentsOfFile: journal + "/" + press.path, encoding: .utf8).ticked(amrap: 8)
            .write(toFile: journal + "/" + press.path, atomically: false, encoding: .utf8)
        offset += 2
        try Self.liftDay(journal, on: offset, amrap: 8)
        offset += 3

        // Week 2 with logged assistance on day 1: reps per category against Beginners' 50–100.
        let logged = try Self.liftDay(journal, on: offset, amrap: 5)
        let benchPath = journal + "/" + logged[1].path
        let assisted = try String(contentsOfFile: benchPath, encoding: .utf8)
            .replacingOccurrences(of: "- [x] Dip 5 x 10", with: "- [x] Dip: 10, 10, 10, 10, 10")
            .replacingOccurrences(of: "- [x] Chin-up 5 x 10", with: "- [x] Chin-up: 10, 8, 8, 6")
        try assisted.write(toFile: benchPath, atomically: false, encoding: .utf8)
        let assistanceDay = try plusmdReport(DayReport.self, ["show", Self.date(offset)], in: journal)
        let reps = assistanceDay.assistanceReps ?? []
        #expect(reps.map(\.category) == ["push", "pull", "single-leg/core"])
        #expect(reps.map(\.reps) == [50, 32, 30])
        #expect(reps.allSatisfy { $0.targetMin == 50 && $0.targetMax == 100 })
        offset += 2
        for _ in 1...2 {
            try Self.liftDay(journal, on: offset, amrap: 5)
            offset += 2
        }
        for _ in 1...3 {
            try Self.liftDay(journal, on: offset, amrap: 3)
            offset += 2
        }
        // Assistance never enters the TMs: every lift earns its fixed increment and nothing else.
        tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.pending[.squat] == Weight(335) && tm.pending[.bench] == Weight(235))
        #expect(tm.pending[.deadlift] == Weight(415) && tm.pending[.press] == Weight(140))

        // Cycle 3: the 7th-week deload, each lift once: day 1 squat and bench, day 2 deadlift and press.
        status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (3, 7))
        #expect(status.days?.map(\.open) == [[.squat, .bench], [.deadlift, .press]])
        let seventh1 = try Self.liftDay(journal, on: offset)
        offset += 2
        let seventh2 = try Self.liftDay(journal, on: offset)
        offset += 2
        #expect((seventh1 + seventh2).map(\.lift) == [.squat, .bench, .deadlift, .press])
        #expect((seventh1 + seventh2).allSatisfy { $0.week == 7 && $0.sets.filter { $0.kind == .bbb }.isEmpty })
        // 70 % × 5, 80 % × 3, 90 % × 1, 100 % × 1 of the new TMs: squat 335 → 234.5 → 235, 268 → 270,
        // 301.5 → 300, 335; bench 235 → 164.5 → 165, 188 → 190, 211.5 → 210, 235; deadlift 415 →
        // 290.5 → 290, 332 → 330, 373.5 → 375, 415; press 140 → 98 → 100, 112 → 110, 126 → 125, 140.
        #expect(Self.weights(seventh1[0], .working) == [235, 270, 300, 335].map { Weight($0) })
        #expect(Self.weights(seventh1[1], .working) == [165, 190, 210, 235].map { Weight($0) })
        #expect(Self.weights(seventh2[0], .working) == [290, 330, 375, 415].map { Weight($0) })
        #expect(Self.weights(seventh2[1], .working) == [100, 110, 125, 140].map { Weight($0) })

        // Cycle 4: Beginners again at the TMs the 7th week used (it raises nothing): squat 335 →
        // 217.75 → 220, 251.25 → 250, 284.75 → 285.
        status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (4, 1))
        let cycle4 = try Self.liftDay(journal, on: offset)
        #expect(cycle4[0].trainingMax == Weight(335))
        #expect(Self.weights(cycle4[0], .working) == [220, 250, 285].map { Weight($0) })
        // Every sheet of the run, as written (the export, in lifting order; the skipped day 2 of
        // cycle 1's week 3 left out): weights worked out by hand, TM × percent to the nearest 5 lb
        // (halves up). TMs: cycle 1 315/225/405/135; cycle 2 325/230/405/135 (deadlift and press
        // skipped in week 3 earn nothing); the 7th week and cycle 4 335/235/415/140.
        let export = try ReportJSON.decode(ExportReport.self, from: plusmd(["export", "--format", "json", "-o", "-"], in: journal).out)
        let written = export.workouts.filter { !$0.isSkipped }.map { row in
            let weights = { (kind: SetKind) in row.sets.filter { $0.kind == kind }.map(\.weight.description).joined(separator: " ") }
            return "c\(row.cycle) w\(row.week) d\(row.day ?? 0) \(row.lift.rawValue): warmup \(weights(.warmup)) · working \(weights(.working)) · fsl \(weights(.bbb))"
        }
        let byHand = [
            "c1 w1 d1 squat: warmup 125 160 190 · working 205 235 270 · fsl 205 205 205 205 205",
            "c1 w1 d1 bench: warmup 90 115 135 · working 145 170 190 · fsl 145 145 145 145 145",
            "c1 w1 d2 deadlift: warmup 160 205 245 · working 265 305 345 · fsl 265 265 265 265 265",
            "c1 w1 d2 press: warmup 55 70 80 · working 90 100 115 · fsl 90 90 90 90 90",
            "c1 w1 d3 bench: warmup 90 115 135 · working 145 170 190 · fsl 145 145 145 145 145",
            "c1 w1 d3 squat: warmup 125 160 190 · working 205 235 270 · fsl 205 205 205 205 205",
            "c1 w2 d1 squat: warmup 125 160 190 · working 220 250 285 · fsl 220 220 220 220 220",
            "c1 w2 d1 bench: warmup 90 115 135 · working 160 180 205 · fsl 160 160 160 160 160",
            "c1 w2 d2 deadlift: warmup 160 205 245 · working 285 325 365 · fsl 285 285 285 285 285",
            "c1 w2 d2 press: warmup 55 70 80 · working 95 110 120 · fsl 95 95 95 95 95",
            "c1 w2 d3 bench: warmup 90 115 135 · working 160 180 205 · fsl 160 160 160 160 160",
            "c1 w2 d3 squat: warmup 125 160 190 · working 220 250 285 · fsl 220 220 220 220 220",
            "c1 w3 d1 squat: warmup 125 160 190 · working 235 270 300 · fsl 235 235 235 235 235",
            "c1 w3 d1 bench: warmup 90 115 135 · working 170 190 215 · fsl 170 170 170 170 170",
            "c1 w3 d3 bench: warmup 90 115 135 · working 170 190 215 · fsl 170 170 170 170 170",
            "c1 w3 d3 squat: warmup 125 160 190 · working 235 270 300 · fsl 235 235 235 235 235",
            "c2 w1 d1 squat: warmup 130 165 195 · working 210 245 275 · fsl 210 210 210 210 210",
            "c2 w1 d1 bench: warmup 90 115 140 · working 150 175 195 · fsl 150 150 150 150 150",
            "c2 w1 d2 deadlift: warmup 160 205 245 · working 265 305 345 · fsl 265 265 265 265 265",
            "c2 w1 d2 press: warmup 55 70 80 · working 90 100 115 · fsl 90 90 90 90 90",
            "c2 w1 d3 bench: warmup 90 115 140 · working 150 175 195 · fsl 150 150 150 150 150",
            "c2 w1 d3 squat: warmup 130 165 195 · working 210 245 275 · fsl 210 210 210 210 210",
            "c2 w2 d1 squat: warmup 130 165 195 · working 230 260 295 · fsl 230 230 230 230 230",
            "c2 w2 d1 bench: warmup 90 115 140 · working 160 185 205 · fsl 160 160 160 160 160",
            "c2 w2 d2 deadlift: warmup 160 205 245 · working 285 325 365 · fsl 285 285 285 285 285",
            "c2 w2 d2 press: warmup 55 70 80 · working 95 110 120 · fsl 95 95 95 95 95",
            "c2 w2 d3 bench: warmup 90 115 140 · working 160 185 205 · fsl 160 160 160 160 160",
            "c2 w2 d3 squat: warmup 130 165 195 · working 230 260 295 · fsl 230 230 230 230 230",
            "c2 w3 d1 squat: warmup 130 165 195 · working 245 275 310 · fsl 245 245 245 245 245",
            "c2 w3 d1 bench: warmup 90 115 140 · working 175 195 220 · fsl 175 175 175 175 175",
            "c2 w3 d2 deadlift: warmup 160 205 245 · working 305 345 385 · fsl 305 305 305 305 305",
            "c2 w3 d2 press: warmup 55 70 80 · working 100 115 130 · fsl 100 100 100 100 100",
            "c2 w3 d3 bench: warmup 90 115 140 · working 175 195 220 · fsl 175 175 175 175 175",
            "c2 w3 d3 squat: warmup 130 165 195 · working 245 275 310 · fsl 245 245 245 245 245",
            "c3 w7 d1 squat: warmup 135 170 200 · working 235 270 300 335 · fsl ",
            "c3 w7 d1 bench: warmup 95 120 140 · working 165 190 210 235 · fsl ",
            "c3 w7 d2 deadlift: warmup 165 210 250 · working 290 330 375 415 · fsl ",
            "c3 w7 d2 press: warmup 55 70 85 · working 100 110 125 140 · fsl ",
            "c4 w1 d1 squat: warmup 135 170 200 · working 220 250 285 · fsl 220 220 220 220 220",
            "c4 w1 d1 bench: warmup 95 120 140 · working 155 175 200 · fsl 155 155 155 155 155",
        ]
        #expect(written.count == byHand.count)
        for (sheet, expected) in zip(written, byHand) { #expect(sheet == expected) }
        // Every sheet says its day, and the export carries it.
        let csv = plusmd(["export", "--format", "csv", "-o", "-"], in: journal)
        #expect(csv.out.hasPrefix(ExportCSV.header.joined(separator: ",") + ",day\r\n"))
        #expect(plusmd(["check"], in: journal).out.contains("duplicate-sheet") == false)
    }

    @Test func twoDayRunsOneCycleWithTheDeloadAndE1RMProgression() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(folder, yaml: "\nprogram: two_day\n")
        var offset = 0
        for week in 1...4 {
            for day in 1...2 {
                let sheets = try Self.liftDay(journal, on: offset, amrap: 6)
                #expect(sheets.map(\.week) == [week, week] && sheets.map(\.day) == [day, day])
                #expect(sheets.map(\.lift) == (day == 1 ? [.squat, .bench] : [.deadlift, .press]))
                if week == 4 {
                    // The deload: 40/50/60 % × 5, no warmups, no BBB. Squat 315: 126 → 125, 157.5 → 160, 189 → 190.
                    #expect(sheets.allSatisfy { $0.sets.allSatisfy { $0.kind == .working } })
                    if day == 1 { #expect(Self.weights(sheets[0], .working) == [125, 160, 190].map { Weight($0) }) }
                } else {
                    #expect(sheets.allSatisfy { $0.sets.filter { $0.kind == .bbb }.count == 5 })
                }
                offset += 3
            }
        }
        // Week 3's 95 % sets × 6: squat 300 → e1RM 360 → TM 324; bench 215 → 258 → 232.2;
        // deadlift 385 → 462 → 415.8; press 130 → 156 → 140.4.
        let tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.pending[.squat] == Weight(324))
        #expect(tm.pending[.bench] == Weight(hundredths: 23_220))
        #expect(tm.pending[.deadlift] == Weight(hundredths: 41_580))
        #expect(tm.pending[.press] == Weight(hundredths: 14_040))
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect((status.cycle, status.week) == (2, 1))
        #expect(status.days?.map(\.day) == [1, 2])
    }

    @Test func aLiftDoneTwiceInWeekThreeProgressesFromItsBetterSheet() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(
            folder,
            yaml: """

                program:
                  days: [[squat, bench], [deadlift, press], [bench, squat]]
                  blocks:
                    - {name: Main, cycles: 2, scheme: "531", supplemental: none}

                """)
        var offset = 0
        for _ in 1...2 {
            for _ in 1...3 {
                try Self.liftDay(journal, on: offset, amrap: 5)
                offset += 2
            }
        }
        // Week 3: day 1 squat 300 × 3 (e1RM 330), day 3 squat 300 × 6 (e1RM 360, TM 324): the better counts.
        try Self.liftDay(journal, on: offset, amrap: 3)
        offset += 2
        try Self.liftDay(journal, on: offset, amrap: 6)
        offset += 2
        try Self.liftDay(journal, on: offset, amrap: 6)
        let tm = try plusmdReport(TrainingMaxReport.self, ["tm"], in: journal)
        #expect(tm.pending[.squat] == Weight(324))
        // Bench day 1 215 × 3 (e1RM 236.5), day 3 215 × 6 (258 → 232.2).
        #expect(tm.pending[.bench] == Weight(hundredths: 23_220))
        let changes = tm.pendingChanges.first { $0.lift == .squat }
        #expect(changes?.source.reps == 6)
    }

    /// A day may change one appearance: day 3's bench is 5s PRO (every set × 5, no AMRAP), its
    /// squat has no supplemental. Written first in the cycle, day 3's sheets say so in their front
    /// matter, and the cycle stays what the block says (5/3/1 + FSL) for every other day.
    @Test func aDayChangesTheSchemeOrSupplementalOfOneAppearance() throws {
        let folder = TemporaryFolder()
        let journal = try Self.journal(
            folder,
            yaml: """

                program:
                  days:
                    - [squat, bench]
                    - [deadlift, press]
                    - [{lift: bench, scheme: 5s_pro}, {lift: squat, supplemental: none}]
                  blocks:
                    - {name: Main, cycles: 2, scheme: "531", supplemental: fsl}

                """)
        let day3 = plusmd(["next", "--day", "3", "--date", Self.date(0), "--json"], in: journal)
        #expect(day3.status == 0, "\(day3.err)")
        let sheets = try ReportJSON.decode(NextSheetsReport.self, from: day3.out).sheets
        #expect(sheets.map(\.lift) == [.bench, .squat])
        // Bench 5s PRO week 1 at TM 225: 145, 170, 190, each × 5, no AMRAP; FSL 5 × 5 at 145.
        #expect(sheets[0].sets.filter { $0.kind == .working }.map(\.reps) == [5, 5, 5])
        #expect(sheets[0].sets.allSatisfy { !$0.amrap })
        #expect(Self.weights(sheets[0], .bbb) == Array(repeating: Weight(145), count: 5))
        // Squat: 5/3/1 with its AMRAP set, no supplemental.
        #expect(sheets[1].sets.contains { $0.amrap } && Self.weights(sheets[1], .bbb).isEmpty)
        let benchText = try folder.read("j/" + sheets[0].path)
        #expect(benchText.contains("\nscheme: 5s_pro\nsupplemental: fsl\n"), "\(benchText)")
        #expect(try folder.read("j/" + sheets[1].path).contains("\nscheme: 531\nsupplemental: none\n"))
        for sheet in sheets {
            try folder.write("j/" + sheet.path, try folder.read("j/" + sheet.path).ticked(amrap: 8))
        }
        // The cycle is still the block's: day 1's squat is 5/3/1 + FSL.
        let status = try plusmdReport(StatusReport.self, ["status"], in: journal)
        #expect(status.program?.scheme == .fiveThreeOne && status.program?.supplemental == .fsl)
        let day1 = try plusmdReport(NextReport.self, ["next", "--date", Self.date(1)], in: journal)
        #expect(day1.lift == .squat && day1.day == 1)
        #expect(day1.sets.contains { $0.amrap } && Self.weights(day1, .bbb) == Array(repeating: Weight(205), count: 5))
        let check = plusmd(["check"], in: journal)
        #expect(check.status == 0 && !(check.out + check.err).contains("sheet-outside-program"), "\(check.out)\(check.err)")
    }

    @Test func nextDaySaysWhatItCannotDo() throws {
        let folder = TemporaryFolder()
        let plain = newJournal(in: folder)
        let refused = plusmd(["next", "--day"], in: plain)
        #expect(refused.status != 0)
        #expect(refused.err.contains("program built from days"))
        let other = TemporaryFolder()
        let days = try Self.journal(other, yaml: "\nprogram: beginners\n")
        #expect(plusmd(["next", "--day", "9"], in: days).err.contains("1 to 7"))
        #expect(plusmd(["next", "--day", "--lift", "squat"], in: days).status != 0)
        let first = try Self.liftDay(days, on: 0)
        #expect(first.count == 2)
        let again = plusmd(["next", "--day", "1", "--date", Self.date(1)], in: days)
        #expect(again.status != 0)
        #expect(again.err.contains("day 1 is done this week; still open: day 2, 3"), "\(again.err)")
    }
}

/// `plusmd log` in a week built from days, in tmux: the finish screen of day 1's squat offers the
/// day's next lift, and `n` goes on to it (bench, day 1), whose sheet it writes and logs.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct BeginnersLogTerminalTests {
    @Test func theFinishOfADaysFirstLiftGoesOnToItsSecond() throws {
        let journal = try TerminalJournal()
        let settings = journal.root + "/plusmd.yaml"
        try (try String(contentsOfFile: settings, encoding: .utf8) + "\nprogram: beginners\n").write(toFile: settings, atomically: true, encoding: .utf8)
        let today = TerminalJournal.localToday
        let squat = try plusmdReport(NextReport.self, ["next", "--date", today], in: journal.root, environment: journal.environment)
        #expect(squat.lift == .squat && squat.day == 1)
        // Every set ticked in the editor but the AMRAP set (passed over): `log` opens on the finish.
        let path = journal.root + "/" + squat.path
        let text = try String(contentsOfFile: path, encoding: .utf8).ticked(amrap: 8)
            .replacingOccurrences(of: "- [x] 270 x 8", with: "- [ ] 270 x 5+")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, height: 40)
        try tmux.waitFor("Workout finished: squat, cycle 1 week 1")
        let offer = try tmux.waitFor("Next on day 1: bench press (press n to go on)")
        #expect(offer.contains("n: on to bench press"), "\(offer)")
        try tmux.send("n")
        // Bench TM 225, day 1 of week 1: warmup 40 % = 90 first.
        let bench = try tmux.waitFor("now logging bench press")
        #expect(bench.contains("Bench press · Beginners 1 of 2 (cycle 1) · week 1 (5s, 5/3/1) · day 1"), "\(bench)")
        try tmux.send("Enter")
        try tmux.waitFor("logged set 1:")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        let benchSheet = try journal.sheet("bench")
        #expect(benchSheet.contains("\nday: 1\n"))
        #expect(benchSheet.contains("- [x] 90 x 5"), "\(benchSheet)")
    }
}
