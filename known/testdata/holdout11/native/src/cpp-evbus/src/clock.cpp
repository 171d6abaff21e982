#include <chrono>
long evbus_now_ms()
{
    using namespace std::chrono;
    int unused = 0;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}
