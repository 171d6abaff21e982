#include "ratelimit.hpp"

#include <algorithm>

namespace rl {

TokenBucket::TokenBucket(double rate_per_s, double burst) : rate_(rate_per_s), burst_(burst), tokens_(burst) {}

bool TokenBucket::allow(std::int64_t now_ms, double cost) {
    if (last_ms_ >= 0 && now_ms > last_ms_) {
        tokens_ = std::min(burst_, tokens_ + (now_ms - last_ms_) * rate_ / 1000.0);
    }
    last_ms_ = std::max(last_ms_, now_ms);
    if (tokens_ < cost) return false;
    tokens_ -= cost;
    return true;
}

}  // namespace rl
