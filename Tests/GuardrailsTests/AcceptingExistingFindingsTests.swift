import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// A baseline accepts findings by rule, file and line text, and reports entries that no longer match.
@Suite struct AcceptingExistingFindingsTests {
    @Test func acceptsFindingsWhoseLineMovedButNotWhoseTextChanged() {
        let sut = makeSUT([finding(line: 3, text: "import UIKit")])

        let moved = finding(line: 40, text: "import UIKit")
        let other = finding(line: 41, text: "import SwiftUI")
        let (remaining, stale) = sut.apply(to: [moved, other])

        #expect(remaining == [other])
        #expect(stale.isEmpty)
    }

    @Test func eachEntryAcceptsOneFindingSoNewDuplicatesAreReported() {
        let sut = makeSUT([finding(line: 1, text: "import UIKit")])

        let (remaining, _) = sut.apply(to: [finding(line: 1, text: "import UIKit"), finding(line: 9, text: "import UIKit")])

        #expect(remaining.count == 1)
    }

    @Test func entriesWithoutAMatchingFindingAreStale() {
        let sut = makeSUT([finding(line: 1, text: "import UIKit")])

        let (remaining, stale) = sut.apply(to: [])

        #expect(remaining.isEmpty)
        #expect(stale == [BaselineEntry(ruleID: "ui-framework-import", path: "Sources/A/A.swift", lineText: "import UIKit")])
    }

    @Test func survivesARoundTripThroughItsFileFormat() throws {
        let sut = makeSUT([finding(line: 1, text: "import UIKit"), finding(line: 2, text: "let s = \"quoted\"")])

        #expect(try Baseline.decode(sut.encoded()) == sut)
    }

    @Test func rejectsAMalformedFileNamingTheEntry() {
        #expect {
            try Baseline.decode(Data(#"{"entries": [{"rule": "x"}]}"#.utf8))
        } throws: { error in
            (error as? ConfigurationError)?.keyPath == "entries[0]"
        }
    }

    private func makeSUT(_ findings: [Finding]) -> Baseline {
        Baseline(findings: findings)
    }

    private func finding(line: Int, text: String) -> Finding {
        Finding(ruleID: "ui-framework-import", severity: .error, path: "Sources/A/A.swift", line: line, column: 1, message: "m", lineText: text)
    }
}
