CREATE TABLE "status_messages" (
	"channel_id" text NOT NULL,
	"key" text NOT NULL,
	"message_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_messages_channel_id_key_pk" PRIMARY KEY("channel_id","key")
);
