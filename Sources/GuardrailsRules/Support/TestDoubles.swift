import GuardrailsCore

/// Conformers that stand in for a real implementation: those in test targets, and those production code
/// keeps for previews and demos under a double's name (`MockFeedStore`, `PreviewClient`, `FeedStoreStub`).
struct TestDoubles {
    /// `Mockup` and `Mocked` are the marker's other word forms (`LedgerMockupClient`, `VaultMockedGateway`).
    static let defaultMarkers = ["Mock", "Mockup", "Mocked", "Fake", "Stub", "Spy", "Dummy", "Preview"]

    private let markers: [String]

    init(markers: [String]) {
        self.markers = markers
    }

    func isDouble(_ conformer: IndexedType) -> Bool {
        conformer.isTest || isDouble(named: conformer.name)
    }

    func isDouble(named name: String) -> Bool {
        markers.contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// Also a marker as a whole word inside the name (`TransactionStateMockHelper`, `UserStubBuilder`): a fixture
    /// that builds doubles. `innerExceptions` are markers that inside a name can name real content (`LinkPreviewText`).
    func isDouble(namedAnywhere name: String, innerExceptions: Set<String> = ["Preview"]) -> Bool {
        isDouble(named: name) || markers.contains { marker in
            !innerExceptions.contains(marker) && name.ranges(of: marker).contains { range in
                range.upperBound == name.endIndex || name[range.upperBound].isUppercase || name[range.upperBound].isNumber
            }
        }
    }
}
