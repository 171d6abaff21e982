#include "work_queue.hpp"

namespace wq {

bool WorkQueue::push(Job j)
{
    {
        std::lock_guard<std::mutex> lk(mu_);
        if (closed_)
            return false;
        jobs_.push_back(std::move(j));
    }
    cv_.notify_one();
    return true;
}

std::optional<Job> WorkQueue::pop()
{
    std::unique_lock<std::mutex> lk(mu_);
    cv_.wait(lk, [this] { return closed_ || !jobs_.empty(); });
    if (jobs_.empty())
        return std::nullopt;
    Job j = std::move(jobs_.front());
    jobs_.pop_front();
    return j;
}

void WorkQueue::close()
{
    std::lock_guard<std::mutex> lk(mu_);
    closed_ = true;
}

std::size_t WorkQueue::size() const
{
    std::lock_guard<std::mutex> lk(mu_);
    return jobs_.size();
}

bool WorkQueue::closed() const
{
    std::lock_guard<std::mutex> lk(mu_);
    return closed_;
}

} // namespace wq
