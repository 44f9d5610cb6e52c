import Foundation
import FeedFeature
import SharedPresentation

/// Maps comments to what any UI shows. The clock, calendar and locale are parameters so the
/// relative dates ("5 minutes ago") are the same on every machine that runs the tests.
public enum ImageCommentsPresenter {
    public static var title: String { LocalizedStringTable.imageComments.string(for: "IMAGE_COMMENTS_VIEW_TITLE") }

    public static var emptyMessage: String { LocalizedStringTable.imageComments.string(for: "IMAGE_COMMENTS_EMPTY") }

    public static func map(
        _ comments: [ImageComment],
        currentDate: Date = Date(),
        calendar: Calendar = .current,
        locale: Locale = .current
    ) -> ImageCommentsViewModel {
        var relativeDate = Date.AnchoredRelativeFormatStyle(anchor: currentDate, presentation: .numeric, unitsStyle: .wide)
        relativeDate.calendar = calendar
        relativeDate.locale = locale
        return ImageCommentsViewModel(
            title: title,
            comments: comments.map { comment in
                relativeDate.anchor = comment.createdAt
                return ImageCommentViewModel(
                    message: comment.message,
                    date: relativeDate.format(currentDate),
                    username: comment.username
                )
            },
            emptyMessage: comments.isEmpty ? emptyMessage : nil
        )
    }
}
