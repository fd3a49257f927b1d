// Editing one node from its menu (spec knowledge-base §2 right-click menu: "edit label and
// colours"): the label, the fill and the border; and connecting it to another node by choosing it
// from a list, so connections can be made without dragging between handles.
import { Button, Dialog, Field, Flex, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NODE_LABEL_MAX } from '../../../../contract/flowchart-constants';
import { nodeColours, type ChartNode, type NodeData } from './chart-model';

interface Props {
  node: ChartNode;
  /** The editor's root, so the dialog shows inside it when it is full screen. */
  container: RefObject<HTMLElement | null>;
  onSave: (data: NodeData) => void;
  onClose: () => void;
}

export function NodeDialog({ node, container, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const start = nodeColours(node.type, node.data);
  const [label, setLabel] = useState(node.data.label);
  const [color, setColor] = useState(start.color);
  const [borderColor, setBorderColor] = useState(start.borderColor);
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="sm" closeOnInteractOutside={false}>
      <Portal container={container}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('flowChart.node.editTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>{t('flowChart.node.label')}</Field.Label>
                  <Textarea
                    autoFocus
                    value={label}
                    maxLength={FLOW_NODE_LABEL_MAX}
                    rows={3}
                    onChange={(e) => setLabel(e.currentTarget.value)}
                  />
                </Field.Root>
                <Flex gap="4">
                  <Field.Root>
                    <Field.Label>{t('flowChart.node.color')}</Field.Label>
                    <Input type="color" p="1" value={color} onChange={(e) => setColor(e.currentTarget.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('flowChart.node.borderColor')}</Field.Label>
                    <Input
                      type="color"
                      p="1"
                      value={borderColor}
                      onChange={(e) => setBorderColor(e.currentTarget.value)}
                    />
                  </Field.Root>
                </Flex>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette="blue"
                onClick={() => onSave({ ...node.data, label: label.trim(), color, borderColor })}
              >
                {t('common.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** "Connect to…": the nodes this one can lead to, by label. */
export function ConnectDialog({
  node,
  nodes,
  container,
  onConnect,
  onClose,
}: {
  node: ChartNode;
  nodes: readonly ChartNode[];
  container: RefObject<HTMLElement | null>;
  onConnect: (target: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const others = nodes.filter((n) => n.id !== node.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size="sm" closeOnInteractOutside={false}>
      <Portal container={container}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('flowChart.node.connectTitle', { label: node.data.label })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>{t('flowChart.node.connectTo')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                    {others.map((n) => (
                      <option key={n.id} value={n.id}>
                        {n.data.label || n.id}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="blue" disabled={!target} onClick={() => onConnect(target)}>
                {t('flowChart.node.connect')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
