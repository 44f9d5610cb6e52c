import GuardrailsCore

/// `NSClassFromString("Payments.WalletSheet") as? any WalletSheetLoading.Type`: a protocol a module looks up by class
/// name at run time, the contract of an optional module it never links.
enum ClassNameLookup {
    /// The protocol's file casts a class looked up by name to the protocol's metatype, and every use of the protocol as
    /// a type in production code is such a metatype in that file: nothing receives a value of it, so nothing could take
    /// a double instead; a test would have to ship a class under that fixed name.
    static func isResolvedByClassName(_ name: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        var metatypes = 0
        var looksUpClass = false
        // Every token of the file is asked, so an ASCII first byte other than the name's rules it out before its text is
        // compared (a text starting outside ASCII may still equal the name).
        let first = name.utf8.first ?? 0
        for position in tokens.indices where (tokens[position].firstByte == first || tokens[position].firstByte >= 0x80 || first >= 0x80)
            && tokens[position].text == name {
            guard position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "Type" else { continue }
            // A cast (`as? WalletLoading.Type`) only states a capability, which the index does not count as a use.
            if tokens[max(0, position - 3)..<position].contains(where: { $0.text == "as" || $0.text == "as?" || $0.text == "as!" }) {
                looksUpClass = looksUpClass || tokens[max(0, position - 12)..<position].contains { $0.text == "NSClassFromString" }
            } else {
                metatypes += 1
            }
        }
        return looksUpClass && index.typeUses(of: name) <= metatypes
    }

    /// `static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]`, or `var writer: any ReportWriter.Type`
    /// switching over its cases to answer `PlainWriter.self` or `MarkedWriter.self`, or `func step() -> any ScoreStep` switching
    /// over them to build `BonusStep(points: points)` or `PenaltyStep()`, in any file, and every use of the protocol
    /// as a type in production code is such a closed list (`ClosedMetatypes`): the conformers are a fixed set the code picks
    /// from, and nothing receives a value or a metatype of the protocol from outside, so nothing could take a double instead.
    static func isListedInMetatypeTable(_ name: String, _ index: PackageIndex) -> Bool {
        let closed = index.closedMetatypeUses(of: name)
        return closed > 0 && index.typeUses(of: name) <= closed
    }
}
