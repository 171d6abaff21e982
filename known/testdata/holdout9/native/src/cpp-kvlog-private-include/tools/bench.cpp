#include <chrono>
#include <iostream>

#include "storage/segment.hpp"

int main() {
    storage::Segment s("/dev/null");
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < 100000; ++i) s.append("key" + std::to_string(i), "value" + std::to_string(i));
    auto dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "100000 appends in " << dt << " s, " << s.bytes() << " bytes\n";
}
