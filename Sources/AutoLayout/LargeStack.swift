#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work whose recursion follows a scenario's view tree — composing its YAML, reading and
/// checking its views, laying them out, reporting them — on a thread whose stack is large enough
/// for any tree the reader lets in.
///
/// A view tree is as deep as its file says (Apple's own Deep Hierarchy benchmark nests views
/// hundreds deep), and a debug build spends ~30 KB of stack per nested view across the reader, the
/// engine and the reports, so 1,000 nested views need ~30 MB: more than a main thread's 8 MB. The
/// reader bounds nesting at ``ScenarioBounds/maximumDepth`` YAML levels (half as many views);
/// this stack holds that with room to spare. The address space is reserved, not committed: only
/// the pages a recursion reaches are ever touched.
public enum LargeStack {
  /// 512 MiB.
  public static let size = 512 << 20

  /// Runs `body` on a thread with a ``size``-byte stack and waits for it; runs it in place when
  /// the calling thread's stack is that large already (work nested in work) or no such thread can
  /// be made.
  public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    if currentStackSize >= size { return try body() }
    var result: Result<T, E>?
    withoutActuallyEscaping({ result = Result { () throws(E) -> T in try body() } }) { work in
      let job = Unmanaged.passRetained(Job(work))
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, size)
      #if canImport(Darwin)
        var thread: pthread_t?
      #else
        var thread = pthread_t()
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { context in
          #if canImport(Darwin)
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
          #else
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
          #endif
          return nil
        }, job.toOpaque())
      if created == 0 {
        #if canImport(Darwin)
          pthread_join(thread!, nil)
        #else
          pthread_join(thread, nil)
        #endif
      } else {
        job.takeRetainedValue().work()
      }
    }
    return try result!.get()
  }

  /// The calling thread's stack size in bytes, asked of the system (no state is kept).
  /// A thread per call is cheap in a release build, but the address sanitizer clears the shadow
  /// of every thread's whole stack as it ends: the fuzz targets, which read ~1,000 inputs a second,
  /// run their whole loop on one large stack instead.
  static var currentStackSize: Int {
    #if canImport(Darwin)
      return pthread_get_stacksize_np(pthread_self())
    #else
      var attributes = pthread_attr_t()
      guard threadAttributes(pthread_self(), &attributes) == 0 else { return 0 }
      defer { pthread_attr_destroy(&attributes) }
      var stackSize = 0
      pthread_attr_getstacksize(&attributes, &stackSize)
      return stackSize
    #endif
  }

  #if !canImport(Darwin)
    /// glibc's `pthread_getattr_np`, which the Glibc module leaves out (it is a GNU extension).
    @_silgen_name("pthread_getattr_np")
    private static func threadAttributes(
      _ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>
    ) -> CInt
  #endif

  private final class Job {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
  }
}
