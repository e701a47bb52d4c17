import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { AlertTriangle, ChevronDown, FileWarning } from 'lucide-react';
import { toast } from 'sonner';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { pipelineMessages } from '@maple/shared/messages/pipeline';
import { fileStages, isClosedStage, type FileStage } from '@maple/shared/schemas/file-stages';
import type { PipelineCard, PipelineColumn } from '@maple/shared/schemas/pipeline';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { AgentFilterField } from '@/components/ui/agent-filter-field';
import { useSearchParam } from '@/lib/use-search-param';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatPlainDollars } from '@/lib/format';
import type { LeadAudience } from '../api/lead-queries';
import { useMovePipelineCard, usePipelineBoard, type CardMove } from '../api/pipeline-queries';
import type { AgentChoice } from './lead-agent-select';
import { FileLeadSheet } from './mortgage-files-list';

const m = pipelineMessages.board;
const stageName = mortgageFilesMessages.stages;
/** The drag's data type: a card's lead and file ids, so a drop reads what was dragged without shared state. */
const dragType = 'application/x-maple-file';

/**
 * The Leads tab's "Pipeline" view (issue 40 §1, decision 102): the files as columns by stage, read
 * in one request whose columns the server aggregated (count, total, the most recently moved cards).
 * A card moves by drag and drop or by its "Move to…" menu (keyboard and phones alike), each through
 * the files' stage route. From `lg` up the columns sit side by side
 * (scrolling sideways); below, a stage picker shows one column at a time.
 */
export function PipelineBoard({ audience, agents, viewSwitch }: { audience: LeadAudience; agents?: readonly AgentChoice[]; viewSwitch?: ReactNode }) {
  const id = useId();
  const isConsole = audience === 'admin';
  // The console's agent filter is in the address (`?agent=`), as the Files and Book views' are.
  const [agentParam, setAgentId] = useSearchParam('agent');
  const agentId = isConsole ? agentParam : '';
  const [shown, setShown] = useState<FileStage>('started');
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const board = usePipelineBoard(audience, agentId);
  const move = useMovePipelineCard(audience);

  const moveCard = (card: PipelineCard, stage: FileStage) =>
    move.mutate(
      { leadId: card.leadId, fileId: card.fileId, stage },
      {
        onSuccess: () => toast.success(m.moved(card.clientName, stageName[stage])),
        onError: (error) => toast.error(m.moveFailed, isApiError(error) ? { description: error.message } : undefined),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {viewSwitch}
      <div className="flex flex-wrap items-end gap-3">
        {isConsole ? (
          <AgentFilterField
            id={`${id}-agent`}
            label={m.agent}
            allLabel={m.allAgents}
            agents={agents}
            value={agentId}
            onChange={(agentId) => setAgentId(agentId)}
            className="min-w-0 flex-1 basis-44 sm:max-w-60"
          />
        ) : null}
        <p className="text-sm text-muted-foreground">{m.dragHint}</p>
      </div>
      <QueryStates query={board} messages={{ loading: m.loading, loadFailed: m.fetchFailed, tryAgain: m.tryAgain }}>
        {(data) => (
          <>
            <SelectField
              id={`${id}-stage`}
              label={m.stagePicker}
              value={shown}
              onChange={(e) => setShown(e.target.value as FileStage)}
              options={data.columns.map((column) => ({ value: column.stage, label: `${stageName[column.stage]} (${column.count})` }))}
              className="lg:hidden"
            />
            <div aria-label={m.label} role="region" className="flex gap-3 overflow-x-auto pb-2">
              {data.columns.map((column) => (
                <Column
                  key={column.stage}
                  column={column}
                  staleDays={data.staleDays}
                  hiddenOnSmall={column.stage !== shown}
                  busy={move.isPending}
                  showAgent={isConsole}
                  onMove={moveCard}
                  onOpen={(card) => setOpenLeadId(card.leadId)}
                  onDrop={(dragged) => {
                    const from = data.columns.find((c) => c.cards.some((card) => card.fileId === dragged.fileId));
                    const card = from?.cards.find((c) => c.fileId === dragged.fileId);
                    if (card && from!.stage !== column.stage) moveCard(card, column.stage);
                  }}
                />
              ))}
            </div>
          </>
        )}
      </QueryStates>
      <FileLeadSheet leadId={openLeadId} audience={audience} agents={isConsole ? (agents ?? []) : undefined} onClose={() => setOpenLeadId(null)} />
    </div>
  );
}

function Column({
  column,
  staleDays,
  hiddenOnSmall,
  busy,
  showAgent,
  onMove,
  onOpen,
  onDrop,
}: {
  column: PipelineColumn;
  staleDays: number;
  hiddenOnSmall: boolean;
  busy: boolean;
  showAgent: boolean;
  onMove: (card: PipelineCard, stage: FileStage) => void;
  onOpen: (card: PipelineCard) => void;
  onDrop: (dragged: Omit<CardMove, 'stage'>) => void;
}) {
  const [over, setOver] = useState(false);
  const headingId = useId();
  // Only a card of this board is taken (a closed file's card cannot be dragged: it moves no more).
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(dragType);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex w-full shrink-0 flex-col gap-2 rounded-lg border bg-muted/40 p-2 lg:w-56',
        hiddenOnSmall && 'hidden lg:flex',
        over && 'border-primary bg-primary/5',
      )}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const raw = event.dataTransfer.getData(dragType);
        if (!raw) return;
        event.preventDefault();
        onDrop(JSON.parse(raw) as Omit<CardMove, 'stage'>);
      }}
    >
      <header className="flex flex-col gap-0.5 px-1 pt-1">
        <h3 id={headingId} className="text-sm font-semibold text-navy-900">
          {stageName[column.stage]}
        </h3>
        <p className="text-xs text-muted-foreground">{m.columnSummary(column.count, formatPlainDollars(column.totalAmount))}</p>
      </header>
      {column.cards.length === 0 ? <p className="px-1 py-3 text-sm text-muted-foreground">{m.empty}</p> : null}
      <ul className="flex flex-col gap-2">
        {column.cards.map((card) => (
          <li key={card.fileId}>
            <Card card={card} stage={column.stage} staleDays={staleDays} busy={busy} showAgent={showAgent} onMove={onMove} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {column.count > column.cards.length ? <p className="px-1 text-xs text-muted-foreground">{m.moreCards(column.cards.length, column.count)}</p> : null}
    </section>
  );
}

function Card({ card, stage, staleDays, busy, showAgent, onMove, onOpen }: { card: PipelineCard; stage: FileStage; staleDays: number; busy: boolean; showAgent: boolean; onMove: (card: PipelineCard, stage: FileStage) => void; onOpen: (card: PipelineCard) => void }) {
  const closed = isClosedStage(stage);
  return (
    <article
      draggable={!closed}
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, JSON.stringify({ leadId: card.leadId, fileId: card.fileId }));
        event.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={card.clientName}
      className={cn('flex flex-col gap-1.5 rounded-md border bg-background p-3 text-sm shadow-sm', !closed && 'cursor-grab active:cursor-grabbing', card.stale && 'border-amber-400')}
    >
      <div className="flex items-start justify-between gap-2">
        <button type="button" className="text-left font-semibold text-navy-900 underline-offset-4 [overflow-wrap:anywhere] hover:underline" aria-label={m.openLead(card.clientName)} onClick={() => onOpen(card)}>
          {card.clientName}
        </button>
        {card.stale ? (
          <span title={m.stale(staleDays)} className="inline-flex shrink-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {m.staleBadge}
            <span className="sr-only">: {m.stale(staleDays)}</span>
          </span>
        ) : null}
      </div>
      <p className="font-medium">{card.amount === null ? <span className="text-muted-foreground">{m.noAmount}</span> : formatPlainDollars(card.amount)}</p>
      <p className="text-xs text-muted-foreground">{m.days(card.daysInStage)}</p>
      <p className={cn('flex items-center gap-1 text-xs', card.outstandingDocuments > 0 ? 'text-amber-900' : 'text-muted-foreground')}>
        {card.outstandingDocuments > 0 ? <FileWarning aria-hidden="true" className="size-3.5" /> : null}
        {m.documents(card.outstandingDocuments)}
      </p>
      {showAgent && card.agentName ? <p className="text-xs text-muted-foreground">{card.agentName}</p> : null}
      {closed ? <p className="text-xs font-medium text-muted-foreground">{m.closed}</p> : <MoveMenu card={card} stage={stage} busy={busy} onMove={onMove} />}
    </article>
  );
}

/**
 * The card's "Move to…" menu: a button that opens the list of the other stages, each a button, so
 * the keyboard moves a file as the mouse does (Enter or Space opens it, Tab walks the stages, Escape
 * closes it and returns to the button). Nothing moves until a stage is chosen.
 */
function MoveMenu({ card, stage, busy, onMove }: { card: PipelineCard; stage: FileStage; busy: boolean; onMove: (card: PipelineCard, stage: FileStage) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  return (
    <div
      // In the flow, not floating: the board's sideways scroll would clip a floating list.
      className="mt-1"
      onBlur={(event) => (open && !event.currentTarget.contains(event.relatedTarget as Node | null) ? close(false) : undefined)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <Button ref={toggle} type="button" variant="outline" size="sm" className="w-full justify-between" disabled={busy} aria-expanded={open} aria-controls={listId} aria-label={m.move(card.clientName)} onClick={() => setOpen(!open)}>
        {m.moveTo}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      {open ? (
        <ul id={listId} aria-label={m.move(card.clientName)} className="mt-1 flex flex-col rounded-md border bg-background p-1 shadow-sm">
          {fileStages
            .filter((to) => to !== stage)
            .map((to, index) => (
              <li key={to}>
                <button
                  type="button"
                  // The first stage takes focus when the list opens, so the keyboard is already in it.
                  autoFocus={index === 0}
                  className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => {
                    close(true);
                    onMove(card, to);
                  }}
                >
                  {stageName[to]}
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
