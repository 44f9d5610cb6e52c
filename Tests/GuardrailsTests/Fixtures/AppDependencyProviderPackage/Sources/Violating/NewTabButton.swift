// expected: system-image
import SwiftUI

struct NewTabButton: View {
    let openTab: () -> Void

    var body: some View {
        Button(action: openTab) {
            Image(systemName: "plus.square.on.square")
                .foregroundColor(Color(designSystemColor: .accent))
        }
    }
}
