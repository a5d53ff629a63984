import Hummingbird

/// A request whose work throws (a widget that fails to draw at that instant, an export that
/// cannot be made) is answered with the error's one sentence and 422, never an empty 500: the
/// page shows the sentence, and the server goes on serving.
struct ErrorsAsSentences<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            return PreviewServer.problem("\(request.uri.path): \(error)")
        }
    }
}
