#pragma once
#include <chrono>
#include <functional>
#include <string>

struct BackoffPolicy {
    std::chrono::milliseconds initial{100};
    std::chrono::milliseconds max{5000};
    double factor = 2.0;
    int max_attempts = 5;
};

std::chrono::milliseconds backoff_delay(const BackoffPolicy& p, int attempt);

struct RetryResult {
    bool ok;
    int attempts;
    std::string last_error;
};

// Calls op until it returns an empty error string or attempts run out.
// sleep is injected so tests do not wait.
RetryResult retry(const BackoffPolicy& p, const std::function<std::string()>& op,
                  const std::function<void(std::chrono::milliseconds)>& sleep);
