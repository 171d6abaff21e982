#include <gtest/gtest.h>

#include <thread>

#include "spsc/queue.hpp"

TEST(Threads, ProducerConsumerSum) {
    spsc::Queue<long> q(64);
    constexpr long N = 200000;
    long sum = 0;
    std::thread consumer([&] {
        spsc::Backoff b;
        for (long got = 0; got < N;) {
            if (auto v = q.pop()) { sum += *v; ++got; b.reset(); }
            else b.pause();
        }
    });
    spsc::Backoff b;
    for (long i = 1; i <= N;) {
        if (q.push(i)) { ++i; b.reset(); }
        else b.pause();
    }
    consumer.join();
    EXPECT_EQ(sum, N * (N + 1) / 2);
}

TEST(Threads, DISABLED_Soak) {
    spsc::Queue<int> q(8);
    for (long i = 0; i < 1000000000; ++i) { q.push(1); q.pop(); }
}
