#include "backoff.h"
#include <algorithm>
#include <cmath>
#include <iostream>

std::chrono::milliseconds backoff_delay(const BackoffPolicy& p, int attempt)
{
    double ms = p.initial.count() * std::pow(p.factor, attempt);
    return std::chrono::milliseconds(
        static_cast<long>(std::min<double>(ms, static_cast<double>(p.max.count()))));
}

RetryResult retry(const BackoffPolicy& p, const std::function<std::string()>& op,
                  const std::function<void(std::chrono::milliseconds)>& sleep)
{
    RetryResult r{false, 0, ""};
    for (int attempt = 0; attempt < p.max_attempts; ++attempt) {
        r.attempts = attempt + 1;
        r.last_error = op();
        if (r.last_error.empty()) {
            r.ok = true;
            return r;
        }
        std::cerr << "retry: attempt " << r.attempts << " failed: error: " << r.last_error << "\n";
        sleep(backoff_delay(p, attempt));
    }
    return r;
}
