#include <gtest/gtest.h>
#include "tasks/queue.h"

TEST(TaskQueue, EmptyPopsNothing)
{
	tasks::TaskQueue q;
	EXPECT_FALSE(q.pop().has_value());
}

TEST(TaskQueue, HighestPriorityFirst)
{
	tasks::TaskQueue q;
	q.push({"low", 1, 10});
	q.push({"high", 9, 50});
	q.push({"mid", 5, 5});
	ASSERT_EQ(q.size(), 3u);
	EXPECT_EQ(q.pop()->name, "high");
	EXPECT_EQ(q.pop()->name, "mid");
	EXPECT_EQ(q.pop()->name, "low");
}

TEST(TaskQueue, TiesByDueTime)
{
	tasks::TaskQueue q;
	q.push({"later", 3, 900});
	q.push({"sooner", 3, 60});
	EXPECT_EQ(q.peek()->name, "sooner");
}
