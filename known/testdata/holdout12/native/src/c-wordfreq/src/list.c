#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "wordfreq.h"

struct node *list_bump(struct node *head, const char *word)
{
	for (struct node *n = head; n; n = n->next)
		if (strcmp(n->word, word) == 0) {
			n->count++;
			return head;
		}
	struct node *n = malloc(sizeof *n);
	n->word = strdup(word);
	n->count = 1;
	n->next = head;
	return n;
}

size_t list_len(const struct node *head)
{
	size_t len = 0;
	for (; head; head = head->next)
		len++;
	return len;
}

void list_free(struct node *head)
{
	for (struct node *n = head; n; n = n->next) {
		free(n->word);
		free(n);
	}
}
