#include <algorithm>
#include "tasks/queue.h"

namespace tasks {
static bool by_priority(const Task &a, const Task &b)
{
	if (a.priority != b.priority)
		return a.priority > b.priority;
	return a.due_s < b.due_s;
}

void TaskQueue::push(Task t)
{
	tasks_.push_back(std::move(t));
	tasks_.sort(by_priority);
}

std::optional<Task> TaskQueue::pop()
{
	if (tasks_.empty())
		return std::nullopt;
	Task t = tasks_.front();
	tasks_.pop_front();
	return t;
}

std::optional<Task> TaskQueue::peek() const
{
	if (tasks_.empty())
		return std::nullopt;
	return tasks_.front();
}
}
