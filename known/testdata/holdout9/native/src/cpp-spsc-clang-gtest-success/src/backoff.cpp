#include <chrono>
#include <thread>

#include "spsc/queue.hpp"

namespace spsc {
void Backoff::pause() {
    if (n_ < 16) {
        for (unsigned i = 0; i < (1u << n_); ++i) std::atomic_signal_fence(std::memory_order_seq_cst);
    } else if (n_ < 32) {
        std::this_thread::yield();
    } else {
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    ++n_;
}
} // namespace spsc
