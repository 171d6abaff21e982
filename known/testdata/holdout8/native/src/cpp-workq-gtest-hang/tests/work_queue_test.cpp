#include <gtest/gtest.h>

#include <thread>

#include "work_queue.hpp"

TEST(WorkQueue, PushPopFifo)
{
    wq::WorkQueue q;
    int order = 0, a = 0, b = 0;
    q.push([&] { a = ++order; });
    q.push([&] { b = ++order; });
    (*q.pop())();
    (*q.pop())();
    EXPECT_EQ(a, 1);
    EXPECT_EQ(b, 2);
}

TEST(WorkQueue, PushAfterCloseFails)
{
    wq::WorkQueue q;
    q.close();
    EXPECT_FALSE(q.push([] {}));
    EXPECT_TRUE(q.closed());
}

TEST(WorkQueue, DrainsAfterClose)
{
    wq::WorkQueue q;
    q.push([] {});
    q.push([] {});
    q.close();
    EXPECT_TRUE(q.pop().has_value());
    EXPECT_TRUE(q.pop().has_value());
    EXPECT_FALSE(q.pop().has_value());
}

TEST(WorkQueue, PopBlocksUntilPush)
{
    wq::WorkQueue q;
    std::thread producer([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        q.push([] {});
    });
    EXPECT_TRUE(q.pop().has_value());
    producer.join();
}

TEST(WorkQueue, CloseWakesBlockedConsumer)
{
    wq::WorkQueue q;
    std::thread consumer([&] { EXPECT_FALSE(q.pop().has_value()); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    q.close();
    consumer.join();
}

TEST(WorkQueue, SizeCounts)
{
    wq::WorkQueue q;
    for (int i = 0; i < 5; ++i)
        q.push([] {});
    EXPECT_EQ(q.size(), 5u);
}
