/// A slip planted in the learner's copy of a kit file: `find`, which occurs once in the kit's file, becomes `replace`.
public struct PlantedViolation: Equatable, Sendable {
    /// The file's path in the package, e.g. `Sources/FeedFeature/FeedImage.swift`.
    public let file: String
    public let find: String
    public let replace: String

    public init(file: String, find: String, replace: String) {
        self.file = file
        self.find = find
        self.replace = replace
    }
}
