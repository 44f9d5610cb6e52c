import Testing

/// Step 2: a loaded resource, whatever its type, is shown as the view model its mapper makes, and loading stops.
extension LoadResourcePresentationTests {
    @Test func didFinishLoadingWithResource_displaysTheMappedViewModelAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { (resource: String) in "\(resource) view model" })

        sut.didFinishLoading(with: "feed")

        #expect(view.messages == [.display(resourceViewModel: "feed view model"), .display(isLoading: false)])
    }

    @Test func didFinishLoadingWithResource_worksForAnyResourceType() {
        let (sut, view) = makeSUT(mapper: { (comments: [Int]) in "\(comments.count) comments" })

        sut.didFinishLoading(with: [1, 2, 3])

        #expect(view.messages == [.display(resourceViewModel: "3 comments"), .display(isLoading: false)])
    }
}
