#include <stdio.h>
#include "wordfreq.h"
int main(void)
{
	struct node *l = NULL;
	l = list_bump(l, "a");
	l = list_bump(l, "b");
	l = list_bump(l, "a");
	if (list_len(l) != 2 || l->next->count != 2) {
		printf("test_list: FAIL len=%zu\n", list_len(l));
		return 1;
	}
	printf("test_list: ok (2 distinct, a=2)\n");
	list_free(l);
	return 0;
}
