#include <gtest/gtest.h>

#include <atomic>

#include "thread_pool.hpp"

TEST(ThreadPool, RunsAllJobs)
{
    std::atomic<int> sum{0};
    {
        wq::ThreadPool pool(4);
        for (int i = 1; i <= 100; ++i)
            pool.submit([&sum, i] { sum += i; });
    }
    EXPECT_EQ(sum.load(), 5050);
}

TEST(ThreadPool, SubmitAfterShutdownFails)
{
    wq::ThreadPool pool(2);
    pool.shutdown();
    EXPECT_FALSE(pool.submit([] {}));
}
