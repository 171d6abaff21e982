#include <stdio.h>
#include <string.h>
#include "wordfreq.h"
int main(void)
{
	struct node *l = count_words("The cat and the hat; THE end.");
	int the = 0;
	for (struct node *n = l; n; n = n->next)
		if (strcmp(n->word, "the") == 0)
			the = n->count;
	printf("test_words: %zu distinct, the=%d\n", list_len(l), the);
	list_free(l);
	return the != 3;
}
