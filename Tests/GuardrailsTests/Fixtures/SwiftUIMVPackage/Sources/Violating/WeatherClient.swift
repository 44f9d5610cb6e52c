// expected: client-captures-self
import SwiftUI

struct WeatherClient {
    var forecast: @Sendable (_ city: String) async throws -> Forecast
}

extension WeatherClient {
    static func mock(forecast: Binding<Forecast>) -> WeatherClient {
        WeatherClient(forecast: { _ in forecast.wrappedValue })
    }
}
