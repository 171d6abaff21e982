#pragma once
#include <atomic>
#include <thread>
#include <vector>

#include "work_queue.hpp"

namespace wq {

class ThreadPool {
public:
    explicit ThreadPool(unsigned n);
    ~ThreadPool();
    bool submit(Job j) { return q_.push(std::move(j)); }
    void shutdown();  // finishes queued jobs, then joins
    unsigned long completed() const { return done_.load(); }

private:
    WorkQueue q_;
    std::vector<std::thread> workers_;
    std::atomic<unsigned long> done_{0};
};

} // namespace wq
