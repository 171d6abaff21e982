#include "thread_pool.hpp"

namespace wq {

ThreadPool::ThreadPool(unsigned n)
{
    for (unsigned i = 0; i < n; ++i)
        workers_.emplace_back([this] {
            while (auto j = q_.pop()) {
                (*j)();
                ++done_;
            }
        });
}

ThreadPool::~ThreadPool()
{
    shutdown();
}

void ThreadPool::shutdown()
{
    q_.close();
    for (auto& t : workers_)
        if (t.joinable())
            t.join();
}

} // namespace wq
