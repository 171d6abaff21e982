#include <stdio.h>

struct node { struct node *next; int value; };

static int second(const struct node *n) { return n->next->value; }

int main(void) {
	struct node last = {0, 7};
	printf("%d\n", second(&last));
	return 0;
}
