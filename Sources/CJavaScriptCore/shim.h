// JavaScriptCore's C API (WebKitGTK's build of the engine Safari uses), for evaluating After
// Effects expressions (Sources/Lottie/Expressions).
#include <JavaScriptCore/JavaScript.h>

// Not in the public headers; declared in WebKit's JavaScriptCore/API/JSContextRefPrivate.h and
// exported by libjavascriptcoregtk. The watchdog: a script running longer than `limit` seconds
// since it entered the engine calls `callback`, which returns true to stop it with an exception
// (false lets it run another `limit`).
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit,
                                                   JSShouldTerminateCallback callback, void *context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);
// Also from JSContextRefPrivate.h: an object describing the engine's heap (heapSize,
// heapCapacity, extraMemorySize, objectCount, ...).
JS_EXPORT JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);
