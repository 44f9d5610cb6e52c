import Foundation
import Testing
import FeedFeature
import ImageCommentsPresentation

@Suite struct ImageCommentsPresentationTests {
    @Test func title_isLocalized() {
        #expect(ImageCommentsPresenter.title == "Comments")
    }

    @Test func map_createsViewModelsWithRelativeDates() {
        let (now, calendar) = makeSUT()
        let comments = [
            makeComment(message: "a message", createdAt: now.addingTimeInterval(-5 * 60), username: "a username"),
            makeComment(message: "another message", createdAt: calendar.date(byAdding: .day, value: -1, to: now)!, username: "another username"),
        ]

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: Locale(identifier: "en_US_POSIX"))

        #expect(viewModel.title == "Comments")
        #expect(viewModel.comments == [
            ImageCommentViewModel(message: "a message", date: "5 minutes ago", username: "a username"),
            ImageCommentViewModel(message: "another message", date: "1 day ago", username: "another username"),
        ])
        #expect(viewModel.emptyMessage == nil)
    }

    @Test(arguments: [("de_DE", "vor 5 Minuten"), ("es_ES", "hace 5 minutos")])
    func map_formatsRelativeDatesInTheGivenLocale(_ locale: String, _ expected: String) {
        let (now, calendar) = makeSUT()
        let comment = makeComment(createdAt: now.addingTimeInterval(-5 * 60))

        let viewModel = ImageCommentsPresenter.map([comment], currentDate: now, calendar: calendar, locale: Locale(identifier: locale))

        #expect(viewModel.comments.map(\.date) == [expected])
    }

    @Test func map_saysThereAreNoCommentsWhenThereAreNone() {
        let (now, calendar) = makeSUT()

        let viewModel = ImageCommentsPresenter.map([], currentDate: now, calendar: calendar, locale: Locale(identifier: "en_US_POSIX"))

        #expect(viewModel.comments.isEmpty)
        #expect(viewModel.emptyMessage == "No comments yet")
    }

    // MARK: - Helpers

    private func makeSUT() -> (now: Date, calendar: Calendar) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return (Date(timeIntervalSince1970: 1_700_000_000), calendar)
    }

    private func makeComment(message: String = "any", createdAt: Date, username: String = "any") -> ImageComment {
        ImageComment(id: UUID(), message: message, createdAt: createdAt, username: username)
    }
}
