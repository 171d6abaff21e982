#include "ratelimit.hpp"

namespace rl {

SlidingWindow::SlidingWindow(std::int64_t window_ms, std::size_t limit) : window_ms_(window_ms), limit_(limit) {}

bool SlidingWindow::allow(std::int64_t now_ms) {
    while (!hits_.empty() && hits_.front() <= now_ms - window_ms_) hits_.pop_front();
    if (hits_.size() >= limit_) return false;
    hits_.push_back(now_ms);
    return true;
}

}  // namespace rl
