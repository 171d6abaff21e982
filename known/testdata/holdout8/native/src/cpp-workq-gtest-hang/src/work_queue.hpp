#pragma once
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>

namespace wq {

using Job = std::function<void()>;

// A blocking multi-producer multi-consumer queue. After close(), push() fails and pop()
// drains what is left, then returns nullopt.
class WorkQueue {
public:
    bool push(Job j);
    std::optional<Job> pop();
    void close();
    std::size_t size() const;
    bool closed() const;

private:
    mutable std::mutex mu_;
    std::condition_variable cv_;
    std::deque<Job> jobs_;
    bool closed_ = false;
};

} // namespace wq
