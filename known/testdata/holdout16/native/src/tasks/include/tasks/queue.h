#pragma once
#include <list>
#include <optional>
#include <string>

namespace tasks {
struct Task {
	std::string name;
	int priority;
	long due_s;
};

class TaskQueue {
public:
	void push(Task t);
	std::optional<Task> pop();
	std::optional<Task> peek() const;
	size_t size() const { return tasks_.size(); }

private:
	std::list<Task> tasks_;
};
}
